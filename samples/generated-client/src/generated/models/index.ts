/* tslint:disable */
/* eslint-disable */
export * from './Recipe';
