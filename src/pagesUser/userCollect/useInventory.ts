import { useCallback, useEffect, useState } from 'react'
import type { Inventory } from '../../../contract/schemas/privacy'
import { getInventory } from '@/services/privacy'

/** The signed-in user's inventory, loaded on mount; `reload` asks again (pull-down refresh, retry). */
export function useInventory() {
  const [data, setData] = useState<Inventory | null>(null)
  const [failed, setFailed] = useState(false)
  const reload = useCallback(async () => {
    setFailed(false)
    try {
      setData(await getInventory())
    } catch {
      setFailed(true)
    }
  }, [])
  useEffect(() => {
    reload()
  }, [reload])
  return { data, failed, reload }
}
