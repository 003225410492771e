export * from './Contact';
export * from './ContactForm';
