declare module '*.css' {
  const css: string;
  export default css;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}

/** The build's label (package version unless IEUM_BUILD_LABEL is set), see tools/rspack. */
declare const __BUILD_LABEL__: string;
