export * from './RescheduleSessionDialog';
