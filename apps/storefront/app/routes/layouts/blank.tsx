/** Blank layout: no header or footer (API documentation, the happening area). */
import { Outlet } from 'react-router';
import { LayoutSkipLink } from '../../components/layout/LayoutSkipLink.tsx';

export default function BlankLayout() {
  return (
    <>
      <LayoutSkipLink />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
    </>
  );
}
