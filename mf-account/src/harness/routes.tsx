import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { Account } from '../screens/Account/Account';
import { Login } from '../screens/Login/Login';
import { Register } from '../screens/Register/Register';
import { Settings } from '../screens/Settings/Settings';

/** The remote's own screens at the shop's paths, for QA running it alone. */
export function AccountRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Register />} />
      <Route path="/register" element={<Register />} />
      <Route path="/login" element={<Login />} />
      <Route path="/account" element={<Account />} />
      <Route path="/settings" element={<Settings />} />
      <Route path="*" element={<ElsewhereInTheShop />} />
    </Routes>
  );
}

/** Where a link leaves this remote (the shop, checkout): QA sees the exact URL it opened. */
function ElsewhereInTheShop() {
  const { pathname, search } = useLocation();
  return (
    <section style={{ maxWidth: 640, margin: '64px auto', padding: '0 20px', textAlign: 'center' }}>
      <h1>Another part of the shop</h1>
      <p>
        The shell would show <code data-testid="harness-location">{`${pathname}${search}`}</code> here.
      </p>
      <p style={{ display: 'flex', gap: 16, justifyContent: 'center' }}>
        <Link to="/register">Sign up</Link>
        <Link to="/login">Sign in</Link>
        <Link to="/account">My Account</Link>
      </p>
    </section>
  );
}
