// pt-BR texts of the partner popups: the satisfaction survey and the gift's expiry notice.
import { partnerSurveyMessages } from '@app/domain';

export const surveyMessages = {
  title: 'Como está sendo sua experiência?',
  description:
    'Você já está há duas semanas aproveitando o seu presente. Conte para a gente o que está achando: sua opinião nos ajuda a melhorar a plataforma.',
  ratingLabel: 'Sua avaliação',
  starLabel: (value: number) => (value === 1 ? '1 estrela' : `${value} estrelas`),
  /** One warm reply per rating level, shown as soon as the user picks it. */
  feedback: {
    1: 'Sentimos muito que sua experiência não esteja boa. Conte para a gente o que aconteceu: vamos melhorar.',
    2: 'Obrigado pela sinceridade! Queremos fazer melhor por você. O que podemos mudar?',
    3: 'Obrigado! O que faltou para a sua experiência ser incrível?',
    4: 'Que bom que você está gostando! Ficamos felizes em fazer parte da sua jornada.',
    5: 'Uau, que alegria! Obrigado por aprender com a gente. Você é parte essencial desta comunidade.',
  } as Record<number, string>,
  commentLabel: 'Comentário (opcional)',
  commentPlaceholder: 'Conte o que você está achando das aulas e da plataforma',
  submit: 'Enviar avaliação',
  submitting: 'Enviando...',
  close: 'Fechar',
  ratingRequired: partnerSurveyMessages.ratingRequired,
  successTitle: 'Obrigado pela sua avaliação!',
  successDescription: 'Sua opinião nos ajuda a melhorar a plataforma.',
  errorTitle: partnerSurveyMessages.genericError,
  saveError: (detail: string) => `${partnerSurveyMessages.saveError}${detail}`,
} as const;

export const expiryMessages = {
  title: 'Seu presente está acabando',
  daysLeft: (days: number) =>
    days === 1
      ? 'Resta apenas 1 dia do seu acesso gratuito.'
      : `Restam apenas ${days} dias do seu acesso gratuito.`,
  description:
    'Para continuar aprendendo sem interrupção, seu acesso segue com o plano anual ao fim do período gratuito, cobrado automaticamente em até 12 parcelas.',
  continue: 'Quero continuar',
  remindLater: 'Lembrar mais tarde',
  continueTitle: 'Que bom que você vai continuar!',
  continueDescription: 'Seu acesso seguirá normalmente ao fim do período gratuito.',
  remindLaterTitle: 'Combinado!',
  remindLaterDescription: 'Vamos lembrar você novamente em 24 horas.',
  errorTitle: partnerSurveyMessages.genericError,
  errorDescription: 'Não foi possível salvar sua escolha. Tente novamente.',
} as const;
