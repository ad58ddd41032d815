import type Application from "./Application";

// The instance is created by the page's boot code; modules reach it through this cast.
const current = new Proxy({}, { get: (_, key) => Reflect.get((window as any).app, key) });

export default current as Application;
