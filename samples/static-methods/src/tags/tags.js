import server from "../lib/server.js";

// A class of static methods only; `this` in a static method is the class itself.
export class Tags {
  static list() {
    // @expect GET /api/tags
    return server.get("tags");
  }

  static remove(tagId) {
    // @expect DELETE /api/tags/{tagId}
    return server.remove(`tags/${tagId}`);
  }

  static async prune(tagIds) {
    for (const tagId of tagIds) {
      await this.remove(tagId);
    }
  }
}

export async function refreshTags() {
  return Tags.list();
}
