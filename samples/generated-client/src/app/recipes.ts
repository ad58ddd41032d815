import { RecipesApi } from '../generated'
import type { Recipe } from '../generated'
import { recipesApi } from './api'

export async function searchRecipes(query: string, page: number): Promise<Recipe[]> {
  // @expect GET /api/recipe/
  return recipesApi.apiRecipeList({ page, query })
}

export async function loadRecipe(id: number): Promise<Recipe> {
  // @expect GET /api/recipe/{id}/
  return new RecipesApi().apiRecipeRetrieve({ id })
}

export async function saveRecipe(name: string, servings: number): Promise<Recipe> {
  // @expect POST /api/recipe/
  return recipesApi.apiRecipeCreate({ recipe: { name, servings } })
}
