// myanmar-tools 1.1.3 ships no types; these are the two classes the server uses. A CommonJS
// module whose exports Node's ESM loader does not all see by name: import its default.
declare module 'myanmar-tools' {
  interface ZawgyiDetector {
    /** 0 to 1 for Myanmar text; -Infinity when there is no Myanmar text to judge. */
    getZawgyiProbability(input: string): number;
  }
  interface ZawgyiConverter {
    zawgyiToUnicode(input: string): string;
  }
  const myanmarTools: {
    ZawgyiDetector: new () => ZawgyiDetector;
    ZawgyiConverter: new () => ZawgyiConverter;
  };
  export default myanmarTools;
}
