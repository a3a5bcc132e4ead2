import { DocumentEditScreen } from '../../../components/Document/DocumentEditScreen.tsx';
import { aslScreens } from './config.ts';

/** One ASL application (view / new / edit / approve): the generic document page of its declaration. */
export default function AslEditScreen() {
  return <DocumentEditScreen config={aslScreens} />;
}
