/** The shape of a catalogue in another language: the Vietnamese one's keys, each text a string. */
export type TTexts<T> = { -readonly [K in keyof T]: T[K] extends string ? string : TTexts<T[K]> };
