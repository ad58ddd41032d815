/* tslint:disable */
/* eslint-disable */
export * from './RecipesApi';
