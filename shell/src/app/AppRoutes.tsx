import { Route, Routes } from 'react-router-dom';
import { RemoteScreen } from '../federation/RemoteScreen/RemoteScreen';
import { NotFound } from '../screens/NotFound/NotFound';
import { REMOTE_ROUTES } from './route-table';

export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map(({ path, remote, module, area }) => (
        <Route key={path} path={path} element={<RemoteScreen key={`${remote}/${module}`} remote={remote} module={module} area={area} />} />
      ))}
      <Route path="/notfound" element={<NotFound />} />
      <Route path="/not-found" element={<NotFound />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
