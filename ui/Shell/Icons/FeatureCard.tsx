import { Card, Heading, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { IconTile } from './IconTile';

export interface FeatureCardProps {
  title: string;
  description: string;
  icon: ComponentType;
}

/** A card of the information pages: an icon on its tile, a title (h3) and a line about it. */
export function FeatureCard({ title, description, icon: FeatureIcon }: FeatureCardProps) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <IconTile>
          <FeatureIcon />
        </IconTile>
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
      </Card.Body>
    </Card.Root>
  );
}
