import { DocumentListScreen } from '../../../components/Document/DocumentListScreen.tsx';
import { awardScreenConfig } from './config.ts';

/** Sourcing → Awards: the award documents made from closed inquiries (each opened in its own tab). */
export default function AwardListScreen() {
  return <DocumentListScreen config={awardScreenConfig} />;
}
