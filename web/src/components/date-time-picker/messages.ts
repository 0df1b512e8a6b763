export const dateTimePickerMessages = {
  placeholder: 'Selecione a data e hora',
  hour: 'Hora',
  minute: 'Minuto',
  done: 'Concluir',
} as const;
