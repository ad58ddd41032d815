// The bare global name reads the same property of the global scope.
export async function suggest(term) {
  // @expect GET /search/suggest
  const {results} = await $http.get('/search/suggest?term=' + encodeURIComponent(term));
  return results;
}
