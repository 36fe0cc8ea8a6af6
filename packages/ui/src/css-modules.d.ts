// Module types for stylesheet imports: CSS Modules give a class-name map, plain CSS is a side effect.
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
