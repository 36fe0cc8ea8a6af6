// `@cwt/ui/lists`: the tables and lists of the back office and the account page (none on home or a
// post), a shared singleton of its own for the reason src/forms.ts gives.
export { type DataColumn, DataTable } from './components/DataTable/DataTable';
export { PeopleList } from './components/PeopleList/PeopleList';
