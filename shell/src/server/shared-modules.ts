// What the shell's server entry hands remotes' server entries, by the names they import: the shared
// singletons of rspack.base.ts, as the shell provides them in the browser. One React renders the page.
import * as mitt from 'mitt';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactRouter from 'react-router';
import * as reactRouterDom from 'react-router-dom';
import * as reactToastify from 'react-toastify';
import * as sharedContracts from 'shared-contracts';
import * as button from 'shop-ui/button';
import * as cartLine from 'shop-ui/cart-line';
import * as dialog from 'shop-ui/dialog';
import * as emptyState from 'shop-ui/empty-state';
import * as formField from 'shop-ui/form-field';
import * as icons from 'shop-ui/icons';
import * as notificationItem from 'shop-ui/notification-item';
import * as productThumb from 'shop-ui/product-thumb';
import * as suggestionList from 'shop-ui/suggestion-list';
import * as toast from 'shop-ui/toast';

export const SHARED_ON_SERVER: Record<string, unknown> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-router': reactRouter,
  'react-router-dom': reactRouterDom,
  mitt,
  'react-toastify': reactToastify,
  'shared-contracts': sharedContracts,
  'shop-ui/button': button,
  'shop-ui/cart-line': cartLine,
  'shop-ui/dialog': dialog,
  'shop-ui/empty-state': emptyState,
  'shop-ui/form-field': formField,
  'shop-ui/icons': icons,
  'shop-ui/notification-item': notificationItem,
  'shop-ui/product-thumb': productThumb,
  'shop-ui/suggestion-list': suggestionList,
  'shop-ui/toast': toast,
};
