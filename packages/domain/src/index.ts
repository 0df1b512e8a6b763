// Domain code shared by web/, functions/ and tests/: schemas, limits, access logic, pt-BR messages.
export * from './entities';
export * from './access';
export * from './dates';
export * from './limits';
export * from './timestamps';
export * from './topics';
export * from './callables';
export * from './partner-schedule';
export * from './course-progress';
export * from './ics';
export * from './date-time-choice';
export * from './member-status';
export * from './builders';
export * from './brand';
export * from './indicators';
export * from './watching';
