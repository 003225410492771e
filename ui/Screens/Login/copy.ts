/** Every word of /login but SPEC §8's messages (domain's LOGIN_MESSAGES). */
export const LOGIN_COPY = {
  title: 'Welcome back',
  subtitle: 'Sign in to book courts and join games.',
  email: 'Email',
  password: 'Password',
  forgotPassword: 'Forgot password?',
  submit: 'Sign in',
  submitting: 'Signing in...',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
};

export type LoginCopy = typeof LOGIN_COPY;
