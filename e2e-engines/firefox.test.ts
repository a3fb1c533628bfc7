import { launchFirefox } from './browsers/firefox-browser'
import { describeJourneys } from './journeys/engine-journeys'

describeJourneys('firefox', launchFirefox)
