import { Route, Routes } from 'react-router-dom';
import { RemoteScreen } from '../federation/RemoteScreen/RemoteScreen';
import { NotFound } from '../screens/NotFound/NotFound';
import { RequireSignIn } from './RequireSignIn';
import { REMOTE_ROUTES } from './route-table';

export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map(({ path, remote, module, area, signedIn }) => {
        const screen = <RemoteScreen key={`${remote}/${module}`} remote={remote} module={module} area={area} />;
        return <Route key={path} path={path} element={signedIn ? <RequireSignIn>{screen}</RequireSignIn> : screen} />;
      })}
      <Route path="/notfound" element={<NotFound />} />
      <Route path="/not-found" element={<NotFound />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
