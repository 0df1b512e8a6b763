// Every pt-BR text of the public site: the product's fixed UI words and its sales copy.
import { PLATFORM_NAME } from '@/config/brand';

export const brand = {
  name: PLATFORM_NAME,
  tagline: 'Educação continuada para profissionais que querem crescer.',
} as const;

export const headerMessages = {
  home: 'Início',
  login: 'Entrar',
  start: 'Começar Agora',
  dashboard: 'Dashboard',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  mainNavigation: 'Navegação principal',
} as const;

export const footerMessages = {
  quickLinks: 'Links Rápidos',
  account: 'Conta',
  legal: 'Legal',
  home: 'Início',
  plans: 'Planos',
  about: 'Sobre',
  contact: 'Contato',
  login: 'Entrar',
  subscribe: 'Assinar',
  dashboard: 'Dashboard',
  terms: 'Termos de Uso',
  privacy: 'Política de Privacidade',
  rights: (year: number) => `© ${year} ${PLATFORM_NAME}. Todos os direitos reservados.`,
} as const;

export const landingMessages = {
  hero: {
    eyebrow: 'Aulas ao vivo toda semana',
    title: 'Aprenda com quem faz acontecer e acelere a sua carreira',
    subtitle:
      'Aulas semanais ao vivo, insights rápidos e cursos estratégicos de finanças, negócios, ' +
      'marketing, vendas e inteligência artificial, com especialistas que vivem o mercado.',
    cta: 'Quero assinar',
    secondary: 'Conhecer o conteúdo',
  },
  content: {
    title: 'Tudo o que você precisa para evoluir, em um só lugar',
    subtitle: 'Conteúdo novo toda semana, pensado para ser aplicado no dia seguinte.',
    items: [
      {
        key: 'live',
        title: 'Aulas semanais ao vivo',
        text: 'Encontros toda semana com especialistas, com espaço para tirar dúvidas em tempo real.',
      },
      {
        key: 'insights',
        title: 'Insights poderosos',
        text: 'Vídeos curtos e diretos ao ponto para você aprender algo novo em poucos minutos.',
      },
      {
        key: 'courses',
        title: 'Cursos estratégicos',
        text: 'Trilhas completas, aula a aula, para dominar um tema do começo ao fim.',
      },
    ],
    topicsTitle: 'Temas que movem a sua carreira',
  },
  benefits: {
    title: 'Por que escolher a Escola Estratégica',
    items: [
      {
        key: 'practical',
        title: 'Aprendizado prático',
        text: 'Nada de teoria solta: cada aula traz exemplos reais e ferramentas para usar já.',
      },
      {
        key: 'results',
        title: 'Resultados reais',
        text: 'Conteúdo criado por quem aplica no próprio negócio e mede o que funciona.',
      },
      {
        key: 'flexibility',
        title: 'Flexibilidade',
        text: 'Assista ao vivo ou quando quiser, no computador ou no celular, no seu ritmo.',
      },
    ],
  },
  finalCta: {
    title: 'Pronto para dar o próximo passo?',
    text: 'Assine hoje e tenha acesso imediato a todas as aulas, insights e cursos da plataforma.',
    cta: 'Assinar agora',
  },
} as const;

export const plansMessages = {
  hero: {
    eyebrow: 'Oferta exclusiva de fundador',
    title: 'Invista no seu crescimento com a Escola Estratégica',
    subtitle:
      'Uma assinatura, todo o conteúdo: aulas ao vivo toda semana, insights, cursos completos e ' +
      'uma comunidade de profissionais que querem ir mais longe.',
  },
  subscribe: 'Assine agora',
  benefits: [
    {
      key: 'live',
      title: 'Aulas ao vivo toda semana',
      text: 'Encontros semanais com especialistas e espaço para perguntas.',
    },
    {
      key: 'insights',
      title: 'Insights rápidos',
      text: 'Vídeos curtos para aprender algo útil em poucos minutos.',
    },
    {
      key: 'courses',
      title: 'Cursos estratégicos',
      text: 'Trilhas completas de finanças, vendas, marketing, IA e mais.',
    },
    {
      key: 'community',
      title: 'Comunidade exclusiva',
      text: 'Networking com alunos e professores que trocam experiências reais.',
    },
    {
      key: 'materials',
      title: 'Materiais de apoio',
      text: 'Planilhas, modelos e resumos para baixar e aplicar no trabalho.',
    },
    {
      key: 'anywhere',
      title: 'Acesse de onde estiver',
      text: 'No computador ou no celular, ao vivo ou quando for melhor para você.',
    },
  ],
  audience: {
    title: 'Para quem é a Escola Estratégica',
    subtitle: 'Feita para profissionais que querem decidir melhor e crescer mais rápido.',
    profiles: [
      {
        key: 'entrepreneurs',
        title: 'Empreendedores',
        text: 'Que querem organizar as finanças, vender mais e escalar o negócio.',
      },
      {
        key: 'professionals',
        title: 'Profissionais liberais',
        text: 'Que precisam atrair clientes e gerir a carreira como uma empresa.',
      },
      {
        key: 'leaders',
        title: 'Gestores e líderes',
        text: 'Que lideram times e precisam tomar decisões estratégicas com segurança.',
      },
      {
        key: 'career',
        title: 'Quem busca uma nova fase',
        text: 'Que está mudando de carreira e quer aprender rápido com quem já chegou lá.',
      },
    ],
  },
  guarantee: {
    title: 'Garantia incondicional de 7 dias',
    text:
      'Assine sem risco. Se nos primeiros 7 dias após o primeiro pagamento você sentir que a ' +
      'Escola Estratégica não é para você, devolvemos 100% do valor, sem perguntas.',
  },
  plan: {
    sectionTitle: 'Escolha o seu plano',
    sectionSubtitle: 'Condição especial para os primeiros alunos, com preço que nunca sobe.',
    name: 'Plano Fundador',
    tag: 'Aluno Fundador',
    installments: '12x',
    price: 'R$ 29,00',
    perMonth: '/mês',
    renewal: 'Renovação automática anual',
    features: [
      'Acesso a todas as aulas semanais ao vivo e gravadas',
      'Todos os insights e cursos estratégicos',
      'Preço fixo: o valor da sua assinatura nunca é reajustado',
      'Tag exclusiva de Aluno Fundador na plataforma',
      '20% de desconto em consultoria',
      'Comunidade exclusiva e materiais de apoio',
      'Garantia de 7 dias',
    ],
    choose: 'Quero ser Aluno Fundador',
    securePayment: 'Pagamento seguro no cartão em até 12x.',
  },
  faq: {
    title: 'Perguntas frequentes',
    items: [
      {
        key: 'plan',
        question: 'O que está incluído no Plano Fundador?',
        answer:
          'Acesso completo à plataforma: aulas semanais ao vivo e suas gravações, insights, todos ' +
          'os cursos estratégicos, materiais de apoio, a comunidade e 20% de desconto em ' +
          'consultoria. São 12 parcelas de R$ 29,00, com renovação automática anual e preço fixo.',
      },
      {
        key: 'guarantee',
        question: 'Como funciona a garantia de 7 dias?',
        answer:
          'Você tem 7 dias a partir do primeiro pagamento para experimentar tudo. Se não gostar, ' +
          'basta pedir o cancelamento nesse prazo e devolvemos o valor integral.',
      },
      {
        key: 'cancel',
        question: 'Posso cancelar quando quiser?',
        answer:
          'Sim. Você pode cancelar a renovação a qualquer momento pelo seu perfil na plataforma ' +
          'ou falando com o nosso suporte. O acesso continua até o fim do período contratado.',
      },
      {
        key: 'access',
        question: 'Como acesso as aulas depois de assinar?',
        answer:
          'Assim que o pagamento é aprovado você recebe por e-mail os dados de acesso. É só ' +
          'entrar na plataforma pelo botão Entrar, no computador ou no celular.',
      },
      {
        key: 'refund',
        question: 'Como peço o reembolso?',
        answer:
          'Dentro dos 7 dias da garantia, envie um e-mail ou uma mensagem no WhatsApp para o ' +
          'nosso suporte. O estorno é feito no mesmo cartão usado na compra.',
      },
      {
        key: 'community',
        question: 'Como entro na comunidade?',
        answer:
          'O convite para a comunidade exclusiva chega no e-mail de boas-vindas e também fica ' +
          'disponível dentro da plataforma para todos os assinantes.',
      },
    ],
  },
  finalCta: {
    title: 'Sua próxima fase começa hoje',
    text: 'Garanta o preço de fundador enquanto as vagas estão abertas.',
  },
} as const;

// The lead popup's texts live beside its script, which the sales page loads on its own and which
// must not carry every text of the site.
export { leadDialogMessages } from './lead/lead-messages';

export const upsellMessages = {
  eyebrow: 'Oferta exclusiva para fundadores',
  title: 'Espere! Sua matrícula ainda pode ficar mais completa',
  subtitle:
    'Só nesta página: 30% de desconto para levar a experiência completa por menos de ' +
    'R$ 25,00 por mês.',
  warningTitle: 'Oferta por tempo limitado',
  warningText:
    'Esta condição aparece apenas uma vez, logo após a sua compra. Se você sair desta página, ' +
    'ela não estará mais disponível.',
  benefits: [
    {
      key: 'discount',
      title: '30% de desconto',
      text: 'O melhor preço que já oferecemos, menos de R$ 25,00 por mês.',
    },
    {
      key: 'library',
      title: '95+ aulas ao vivo',
      text: 'Acesso a todo o acervo de aulas ao vivo já realizadas e às próximas.',
    },
    {
      key: 'founder',
      title: 'Condição de fundador',
      text: 'Preço fixo, tag Aluno Fundador e prioridade nas novidades da plataforma.',
    },
  ],
  widgetLabel: 'Checkout da oferta',
  widgetLoading: 'Carregando o checkout seguro...',
  widgetFailedTitle: 'Não foi possível carregar o checkout nesta página',
  widgetFailedText: 'Sem problema: a oferta continua valendo. Finalize a compra pelo botão abaixo.',
  plainLinkHint: 'Prefere finalizar em outra aba?',
  plainLink: 'Abrir o checkout da oferta',
  decline: 'Não, obrigado. Quero continuar sem a oferta',
} as const;

export const thankYouMessages = {
  title: 'Obrigado pela sua compra',
  subtitle: 'Seja bem-vindo à Escola Estratégica! Veja os próximos passos:',
  steps: [
    {
      key: 'email',
      title: 'Confira seu e-mail',
      text: 'Enviamos os dados de acesso e o comprovante. Olhe também a caixa de spam.',
    },
    {
      key: 'content',
      title: 'Acesse o conteúdo',
      text: 'Entre na plataforma e comece pela aula semanal mais recente.',
    },
    {
      key: 'community',
      title: 'Entre na comunidade',
      text: 'Apresente-se aos outros alunos e participe das conversas da semana.',
    },
  ],
  dashboard: 'Ir para o Dashboard',
  help: 'Algum problema com o acesso? Fale com o suporte:',
} as const;

export const accessExpiredMessages = {
  title: 'Seu acesso expirou',
  text:
    'O período da sua assinatura terminou ou ela foi cancelada. Para voltar a assistir às ' +
    'aulas, fale com o nosso suporte: vamos ajudar você a reativar o acesso.',
  emailSupport: 'Suporte por e-mail',
  whatsappSupport: 'Suporte pelo WhatsApp',
  backHome: 'Voltar ao Início',
  emailSubject: 'Meu acesso expirou',
  whatsappText: 'Olá! Meu acesso à Escola Estratégica expirou e gostaria de ajuda.',
} as const;

export const aboutMessages = {
  title: 'Sobre a Escola Estratégica',
  paragraphs: [
    'A Escola Estratégica nasceu para aproximar profissionais de quem vive o mercado na prática. ' +
      'Acreditamos que aprender não precisa ser longo nem distante: precisa ser útil, constante ' +
      'e aplicado.',
    'Toda semana reunimos especialistas em finanças, negócios, mindset, marketing, vendas, ' +
      'inteligência artificial, contabilidade e liderança em aulas ao vivo, insights curtos e ' +
      'cursos estratégicos.',
    'Nossa missão é ajudar você a tomar decisões melhores, com uma comunidade que cresce junto.',
  ],
  cta: 'Conhecer os planos',
} as const;

export const contactMessages = {
  title: 'Contato',
  subtitle: 'Fale com a gente pelo e-mail ou pelo WhatsApp.',
  emailTitle: 'E-mail',
  emailText: 'Dúvidas sobre acesso, pagamentos e conteúdo.',
  whatsappTitle: 'WhatsApp',
  whatsappText: 'Atendimento rápido pelo celular.',
  whatsappAction: 'Conversar no WhatsApp',
  whatsappGreeting: 'Olá! Tenho uma dúvida sobre a Escola Estratégica.',
} as const;

/** Shared by the terms and the privacy notice; the date is VITE_LEGAL_UPDATED_AT (config/legal). */
export const legalMessages = {
  updated: (date: string) => `Última atualização: ${date}`,
} as const;
