// The shape openapi-typescript generates for the API's request bodies.
export interface components {
  schemas: {
    NewComment: { comment: { body: string; mentions?: string[] } };
  };
}

export interface operations {
  CreateComment: {
    requestBody: { content: { 'application/json': components['schemas']['NewComment'] } };
  };
}
