import { launchWebKit } from './browsers/webkit-browser'
import { describeJourneys } from './journeys/engine-journeys'

describeJourneys('webkit', launchWebKit)
