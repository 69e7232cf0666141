import type { PageTexts } from '@/shared/i18n/page-texts.ts';

/**
 * The security page's texts, loaded with the page rather than with every first page (the English catalogue
 * ships with the first page of any visit, within the budgets of decision 030).
 */
const en = {
  accountSecurity: {
    title: 'Security',
    lead: 'Your password and the devices signed in to your account.',
    loginRequired: 'Log in to see your password and signed-in devices.',
    passwordRemoved:
      'Someone had set a password for this e-mail address when registering, but never confirmed the address. That password has been removed and no longer works. Set a password of your own below.',
    password: {
      title: 'Password',
      hasPassword: 'You can log in with your password or with a one-time code.',
      noPassword:
        'Your account has no password: you log in with a one-time code. Set a password to log in with it too.',
      pinProof: 'To change your password, ask for a code by e-mail and enter it below.',
      currentPassword: 'Current password',
      newPassword: 'New password',
      sendCode: 'Send me a code',
      code: 'Code from the e-mail',
      change: 'Change password',
      set: 'Set password',
      othersSignedOut: 'Changing the password signs you out on your other devices.',
    },
    sessions: {
      title: 'Signed-in devices',
      unknownDevice: 'Unknown device',
      started: 'Signed in',
      lastUsed: 'Last used',
      method: 'How',
      thisDevice: 'This device',
      end: 'End',
      endLabel: 'End the session on {{device}}',
      endOthers: 'Sign out of all other devices',
      logoutEverywhere: 'Log out everywhere',
      logoutEverywhereHint: 'Logs out every device, this one too.',
      methods: {
        password: 'Password',
        pin: 'One-time code',
        register: 'Registration',
        reset: 'Password reset',
      },
    },
  },
};

const lt: typeof en = {
  accountSecurity: {
    title: 'Saugumas',
    lead: 'Jūsų slaptažodis ir įrenginiai, kuriuose esate prisijungę.',
    loginRequired: 'Prisijunkite, kad matytumėte savo slaptažodžio nustatymus ir prisijungusius įrenginius.',
    passwordRemoved:
      'Registruodamasis kažkas buvo nustatęs slaptažodį šiam el. pašto adresui, bet adreso nepatvirtino. Tas slaptažodis pašalintas ir nebegalioja. Žemiau nustatykite savo slaptažodį.',
    password: {
      title: 'Slaptažodis',
      hasPassword: 'Galite prisijungti slaptažodžiu arba vienkartiniu kodu.',
      noPassword:
        'Jūsų paskyra neturi slaptažodžio: prisijungiate vienkartiniu kodu. Nustatykite slaptažodį, jei norite jungtis ir juo.',
      pinProof: 'Norėdami pakeisti slaptažodį, paprašykite kodo el. paštu ir įveskite jį žemiau.',
      currentPassword: 'Dabartinis slaptažodis',
      newPassword: 'Naujas slaptažodis',
      sendCode: 'Atsiųskite man kodą',
      code: 'Kodas iš laiško',
      change: 'Pakeisti slaptažodį',
      set: 'Nustatyti slaptažodį',
      othersSignedOut: 'Pakeitus slaptažodį, būsite atjungti kituose įrenginiuose.',
    },
    sessions: {
      title: 'Prisijungę įrenginiai',
      unknownDevice: 'Nežinomas įrenginys',
      started: 'Prisijungta',
      lastUsed: 'Paskutinį kartą naudota',
      method: 'Būdas',
      thisDevice: 'Šis įrenginys',
      end: 'Atjungti',
      endLabel: 'Atjungti sesiją įrenginyje {{device}}',
      endOthers: 'Atsijungti visuose kituose įrenginiuose',
      logoutEverywhere: 'Atsijungti visur',
      logoutEverywhereHint: 'Atjungia visus įrenginius, taip pat ir šį.',
      methods: {
        password: 'Slaptažodis',
        pin: 'Vienkartinis kodas',
        register: 'Registracija',
        reset: 'Slaptažodžio atkūrimas',
      },
    },
  },
};

export const accountSecurityTexts: PageTexts = { en, lt };
