/* tslint:disable */
/* eslint-disable */
export * from './Widget';
