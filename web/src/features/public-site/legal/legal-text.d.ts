// The legal documents, turned into data at build time by build/legal-markdown.ts.
declare module '*.md' {
  const text: {
    readonly title: string;
    readonly sections: readonly {
      readonly heading: string;
      readonly paragraphs: readonly string[];
    }[];
  };
  export default text;
}
