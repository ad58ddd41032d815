import m from "mithril";
import Store from "./Store";

// The app object: every request goes through request(), which hands its options to m.request.
export default class Application {
  store: Store = new Store();
  forum: { attribute(name: string): string } = (window as any).forumPayload;

  request(original: object) {
    const options = { background: true, ...original };
    return m.request(options);
  }
}
