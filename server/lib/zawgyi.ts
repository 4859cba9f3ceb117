import myanmarTools from 'myanmar-tools';

/**
 * Google's recommended cut-off for myanmar-tools' detector: above it, text is Zawgyi. Lower
 * scores include short Unicode syllables that merely look like Zawgyi (about 0.5 to 0.8 for a
 * word or two), which converting would damage.
 */
const ZAWGYI_PROBABILITY = 0.95;

const detector = new myanmarTools.ZawgyiDetector();
const converter = new myanmarTools.ZawgyiConverter();

export interface UnicodeText {
  /** What is stored: the input, or its conversion when it was Zawgyi. */
  text: string;
  converted: boolean;
}

/**
 * Every Myanmar text entering the system passes here so that only Unicode is stored: Zawgyi typed
 * on staff keyboards, spreadsheets and players' phones renders as garbage for everyone else.
 * Text without Myanmar letters (the detector says -Infinity) and Unicode come back as they were.
 */
export function toUnicode(input: string): UnicodeText {
  if (detector.getZawgyiProbability(input) <= ZAWGYI_PROBABILITY)
    return { text: input, converted: false };
  return { text: converter.zawgyiToUnicode(input), converted: true };
}
