// The real react-router package under the alias the provided subset imports it by (rspack.base.ts).
declare module 'react-router-full' {
  export * from 'react-router';
}
