import { Configuration, RecipesApi } from '../generated'

/** The app's shared client: same-origin, so the generated BASE_PATH is replaced by ''. */
export const recipesApi = new RecipesApi(new Configuration({ basePath: '' }))
