import { isSupplier, useSession } from '../../app/auth/session.ts';
import { InternalHome } from './InternalHome.tsx';
import { SupplierHome } from './SupplierHome.tsx';

/** The empty-path child of /main: the supplier home for EX… users, the internal home otherwise (spec §2). */
export default function HomePage() {
  const { userInfo } = useSession();
  return isSupplier(userInfo) ? <SupplierHome /> : <InternalHome />;
}
