// The API contract shared by the server and the web application.
export { endpoints } from './endpoint-table';
export * from './modules';
