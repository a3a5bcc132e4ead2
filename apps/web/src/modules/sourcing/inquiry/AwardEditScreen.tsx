import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { awardScreenConfig } from './config.ts';

/**
 * An award document: made on the comparison screen, submitted here for approval; approved, the server
 * turns it into price-library entries, agreements or orders at the awarded prices.
 */
export default function AwardEditScreen() {
  return <DocumentEditScreen config={awardScreenConfig} />;
}
