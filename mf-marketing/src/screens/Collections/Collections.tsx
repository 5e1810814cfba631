export function Collections() { return <h1>Collections</h1>; }
