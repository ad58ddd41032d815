// No import of the client: it is read from the global scope.
export class CommentList {
  constructor(pageId, commentId) {
    this.pageId = pageId;
    this.commentId = commentId;
  }

  async load() {
    // @expect GET /comments/{pageId}
    return window.$http.get(`/comments/${this.pageId}`);
  }

  async create(html, parentId) {
    // @expect POST /comment/{pageId}
    return window.$http.post(`/comment/${this.pageId}`, {html, parent_id: parentId});
  }

  async update(html) {
    // @expect PUT /comment/{commentId}
    return window.$http.put(`/comment/${this.commentId}`, {html});
  }

  async remove() {
    // @expect DELETE /comment/{commentId}
    await window.$http.delete(`/comment/${this.commentId}`);
  }
}
