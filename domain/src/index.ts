export * from './districts';
export * from './help-types';
export * from './animal-types';
export * from './people';
