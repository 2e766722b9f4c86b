/**
 * The one list of API areas. Each is an encapsulated plugin registered under /api; a route added
 * anywhere else would not be served.
 */
import type { ApiPlugin } from './plugin'
import searchRoutes from './search'
import ssoRoutes from './sso'
import signinRoutes from './signin'
import userRoutes from './user'
import companyRoutes from './company'
import personRoutes from './person'
import trendRoutes from './trends'
import dimensionRoutes from './dimensions'
import lawRoutes from './law'
import graphRoutes from './graph'
import monitorRoutes from './monitor'
import messageRoutes from './messages'
import feedRoutes from './monitor-feed'
import riskRoutes from './risk'
import personDdRoutes from './person-dd'
import memberRoutes from './member'
import invoiceRoutes from './invoice'
import exportRoutes from './export'
import footprintRoutes from './footprints'
import inviteRoutes from './invites'
import entryRoutes from './entry'
import appInfoRoutes from './app-info'
import collectionRoutes from './collections'
import profileRoutes from './profile'
import privacyRoutes from './privacy'
import accountCancelRoutes from './account-cancel'
import feedbackRoutes from './feedback'
import adminFeedbackRoutes from './admin-feedback'
import cardRoutes from './cards'
import discoverRoutes from './discover'
import organizationRoutes from './organizations'
import subscriptionRoutes from './subscriptions'
import connectionRoutes from './connections'
import judicialRoutes from './judicial'
import judicialDataRoutes from './judicial-data'
import propertyClueRoutes from './property-clues'
import scenarioNewlyRoutes from './scenario-newly'
import scenarioNearbyRoutes from './scenario-nearby'
import scenarioPhoneRoutes from './scenario-phone'
import publicUnitRoutes from './public-units'
import groupRoutes from './groups'
import graphNeighbourhoodRoutes from './graph-neighbourhood'

export const API_AREAS: ApiPlugin[] = [
  ssoRoutes,
  signinRoutes,
  userRoutes,
  searchRoutes,
  companyRoutes,
  personRoutes,
  trendRoutes,
  dimensionRoutes,
  lawRoutes,
  graphRoutes,
  monitorRoutes,
  messageRoutes,
  feedRoutes,
  riskRoutes,
  personDdRoutes,
  memberRoutes,
  invoiceRoutes,
  exportRoutes,
  footprintRoutes,
  inviteRoutes,
  entryRoutes,
  appInfoRoutes,
  collectionRoutes,
  profileRoutes,
  privacyRoutes,
  accountCancelRoutes,
  feedbackRoutes,
  adminFeedbackRoutes,
  cardRoutes,
  discoverRoutes,
  organizationRoutes,
  subscriptionRoutes,
  connectionRoutes,
  judicialRoutes,
  judicialDataRoutes,
  propertyClueRoutes,
  scenarioNewlyRoutes,
  scenarioNearbyRoutes,
  scenarioPhoneRoutes,
  publicUnitRoutes,
  groupRoutes,
  graphNeighbourhoodRoutes,
]

export const apiRoutes: ApiPlugin = async (api) => {
  for (const area of API_AREAS) await api.register(area)
}
