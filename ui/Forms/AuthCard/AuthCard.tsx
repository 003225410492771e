import { Box, Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  /** The page's one h1. */
  title: string;
  subtitle: string;
  /** The form and its messages. */
  children: ReactNode;
  /** Links under the form: to sign up, to sign in… */
  footer: ReactNode;
  /** Registration has three groups of fields and needs more room. */
  width?: 'md' | '2xl';
}

/** The page frame of the account forms: sign in, register, forgot password. */
export function AuthCard({ title, subtitle, children, footer, width = 'md' }: AuthCardProps) {
  return (
    <Box px={{ base: '4', md: '6' }} py={{ base: '8', md: width === 'md' ? '16' : '12' }}>
      <Card.Root maxW={width} mx="auto" w="full">
        <Card.Header gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{subtitle}</Text>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        <Card.Footer justifyContent="center">{footer}</Card.Footer>
      </Card.Root>
    </Box>
  );
}
