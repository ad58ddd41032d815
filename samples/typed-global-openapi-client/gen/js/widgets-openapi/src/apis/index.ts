/* tslint:disable */
/* eslint-disable */
export * from './DefaultApi';
