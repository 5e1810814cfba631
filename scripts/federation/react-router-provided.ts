// What the page's one shared copy of react-router holds: the navigation API the shop's apps use.
// Shared whole, react-router costs every route about 60 KB gzip, since a shared module cannot be
// tree-shaken; these names cost about 13. `react-router-provided.test.ts` fails the build when an
// app imports a name missing here, so add it here first (it is then provided by the next shell), and
// when a name here is no longer imported by any app.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-full';
