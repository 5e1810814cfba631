import { Route, Routes } from 'react-router-dom';
import { ElsewhereInTheShop } from 'shared-contracts/testing';
import { Account } from '../my-account/Account';
import { CreateItem } from '../create-item/CreateItem';
import { Login } from '../sign-in/Login';
import { Register } from '../sign-in/Register';
import { Notifications } from '../notifications/Notifications';
import { Orders } from '../orders/Orders';
import { Settings } from '../settings/Settings';

const WAYS_BACK = [
  { to: '/register', label: 'Sign up' },
  { to: '/login', label: 'Sign in' },
  { to: '/account', label: 'My Account' },
  { to: '/orders/all', label: 'My Orders' },
  { to: '/notifications', label: 'Notifications' },
  { to: '/create', label: 'Create Item' },
];

/** The remote's own screens at the shop's paths, for QA running it alone. */
export function AccountRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Register />} />
      <Route path="/register" element={<Register />} />
      <Route path="/login" element={<Login />} />
      <Route path="/account" element={<Account />} />
      <Route path="/settings" element={<Settings />} />
      <Route path="/notifications" element={<Notifications />} />
      <Route path="/orders/*" element={<Orders />} />
      <Route path="/create" element={<CreateItem />} />
      <Route path="*" element={<ElsewhereInTheShop links={WAYS_BACK} />} />
    </Routes>
  );
}
