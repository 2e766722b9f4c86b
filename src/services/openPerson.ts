import { to } from '../links.gen'
import { navigate } from './nav'
import { getPersonId } from './person'

/**
 * Opens a person named on a company page: the id is resolved from the name AND the company
 * (never the name alone), and a name with no match opens the not-found page.
 */
export async function openPersonByName(personName: string, pid: string) {
  if (!personName) return
  const personId = await getPersonId(personName, pid).catch(() => null)
  if (personId) return navigate(to.personProfile({ personId }))
  return navigate(to.personByName({ personName }))
}
