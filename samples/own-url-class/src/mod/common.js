/**
 * Links into the app: every URL is wrapped in AppURL, which prefixes the base path the
 * server sets in a cookie when it is turned into text.
 */
function basePath() {
    const found = document.cookie.split("; ").find((c) => c.startsWith("app_base="));
    return found === undefined ? "" : found.split("=")[1];
}

export class AppURL {
    static base = basePath();
    path = "";

    constructor(path) {
        if (path instanceof AppURL) {
            this.path = path.path;
        } else {
            this.path = path;
        }
        if (!this.path.startsWith("/")) {
            this.path = "/" + this.path;
        }
    }

    toString() {
        return AppURL.base + this.path;
    }
}

/** The status service runs on its own host; its URLs are made relative to it. */
export class StatusURL extends URL {
    constructor(path) {
        super(path, "https://status.example.org/v1/");
    }
}
