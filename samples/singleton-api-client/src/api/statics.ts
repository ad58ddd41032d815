// Singletons kept in a static field written three other ways, and one made eagerly; each
// method takes its path from its caller.

export class TagStore {
  static instance: TagStore | undefined;

  static shared(): TagStore {
    this.instance ??= new TagStore();
    return this.instance;
  }

  read(path: string) {
    return fetch(`/api/tags${path}`).then((r) => r.json());
  }
}

export class FolderStore {
  private static _instance: FolderStore | null = null;

  static get(): FolderStore {
    return FolderStore._instance || (FolderStore._instance = new FolderStore());
  }

  remove(path: string) {
    return fetch(`/api/folders${path}`, { method: "DELETE" });
  }
}

export class AuditLog {
  static readonly instance = new AuditLog();

  static current(): AuditLog {
    return AuditLog.instance;
  }

  read(path: string) {
    return fetch(`/api/audit${path}`);
  }
}
