export * from './Contact';
export * from './ContactForm';
export * from './copy';
