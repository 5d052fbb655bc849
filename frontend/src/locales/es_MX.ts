import type { Resources } from './en_US.ts'

/** es_MX: every key of en_US. */
const es_MX: Resources = {
  "translation": {
    "common": {
      "loading": "Cargando…",
      "errorTitle": "Algo salió mal",
      "unexpectedError": "Ocurrió un error inesperado",
      "tryAgain": "Intentar de nuevo",
      "language": "Idioma",
      "skipToContent": "Ir al contenido",
      "back": "Atrás",
      "next": "Siguiente",
      "previous": "Anterior",
      "cancel": "Cancelar",
      "yes": "Sí",
      "no": "No",
      "goHome": "Ir a la página de inicio",
      "notFoundTitle": "Página no encontrada",
      "notFoundMessage": "La página que buscas no existe.",
      "savePercent": "Ahorra {{percent}}%",
      "durationMinutes_one": "{{count}} min",
      "durationMinutes_other": "{{count}} min",
      "durationH": "{{hours}} h",
      "durationM": "{{minutes}} min",
      "durationHM": "{{hours}} h {{minutes}} min",
      "weekdays": {
        "monday": "Lunes",
        "tuesday": "Martes",
        "wednesday": "Miércoles",
        "thursday": "Jueves",
        "friday": "Viernes",
        "saturday": "Sábado",
        "sunday": "Domingo"
      },
      "social": {
        "facebook": "Facebook",
        "instagram": "Instagram",
        "youtube": "YouTube",
        "tiktok": "TikTok",
        "linkedin": "LinkedIn",
        "yelp": "Yelp"
      }
    },
    "marketing": {
      "title": "Slotwise — reservas en línea para negocios de servicios",
      "description": "Agenda de citas y reservas en línea para salones, spas, barberías, clínicas y estudios.",
      "headline": "Administra todas tus reservas en un solo lugar.",
      "tagline": "Publica tu página de reservas en minutos.",
      "backOffice": "Aplicación para negocios",
      "backOfficeSoon": "La aplicación para negocios está en camino."
    },
    "storefront": {
      "bookNow": "Reservar ahora",
      "poweredBy": "Con la tecnología de Slotwise",
      "logoAlt": "Logotipo de {{name}}",
      "nav": {
        "label": "Principal",
        "openMenu": "Abrir menú",
        "closeMenu": "Cerrar menú",
        "about": "Nosotros",
        "team": "Nuestro equipo",
        "services": "Servicios",
        "otherLocations": "Otras sucursales"
      },
      "notFound": {
        "title": "Negocio no encontrado",
        "message": "No encontramos ningún negocio en “{{subdomain}}”. Revisa la dirección e inténtalo de nuevo."
      },
      "locationModal": {
        "title": "Elige una sucursal",
        "language": "Idioma"
      },
      "hero": {
        "label": "Bienvenida"
      },
      "about": {
        "title": "Nosotros",
        "empty": "Bienvenido a {{name}}."
      },
      "features": {
        "label": "Destacados",
        "slides": "Diapositivas",
        "goTo": "Mostrar diapositiva {{n}}"
      },
      "banner": {
        "label": "Nuestros servicios"
      },
      "testimonials": {
        "title": "Lo que dicen nuestros clientes"
      },
      "reviews": {
        "title": "Reseñas",
        "rating": "Calificación de {{rating}} de 5",
        "anonymous": "Un cliente verificado",
        "more_one": "+{{count}}",
        "more_other": "+{{count}}",
        "pages": "Páginas de reseñas",
        "page": "Página {{page}} de {{pages}}",
        "summary_one": "{{average}} de 5 · {{count}} reseña",
        "summary_other": "{{average}} de 5 · {{count}} reseñas",
        "featured": "Destacada",
        "photos_one": "{{count}} foto",
        "photos_other": "{{count}} fotos",
        "photo": "Abrir foto {{n}} de {{total}}",
        "morePhotos_one": "Ver {{count}} foto más",
        "morePhotos_other": "Ver {{count}} fotos más",
        "previousPage": "Página anterior",
        "nextPage": "Página siguiente",
        "previousPages": "5 páginas anteriores",
        "nextPages": "5 páginas siguientes",
        "goToPage": "Página {{page}}"
      },
      "location": {
        "openNow": "Abierto ahora",
        "closedNow": "Cerrado ahora",
        "hours": "Horario",
        "closed": "Cerrado",
        "range": "{{start}} – {{end}}",
        "social": "Síguenos",
        "map": "Mapa de {{name}}",
        "mapOpen": "Abrir en Google Maps",
        "mapUnavailable": "El mapa no se puede mostrar en este momento."
      },
      "team": {
        "title": "Nuestro equipo",
        "empty": "Estamos preparando la página de nuestro equipo. ¡Vuelve pronto para conocer a nuestros profesionales!",
        "defaultRole": "Personal",
        "photoAlt": "Foto de {{name}}"
      },
      "services": {
        "title": "Servicios",
        "other": "Otros",
        "empty": "Todavía no hay servicios publicados en línea para {{location}}. Llámanos al {{phone}} para saber más."
      },
      "gallery": {
        "title": "Galería",
        "filter": "Filtrar la galería por servicio",
        "noImages": "No hay imágenes disponibles para los servicios seleccionados",
        "noImagesFor": "No hay imágenes disponibles para: {{names}}"
      },
      "meta": {
        "homeTitle": "{{name}} — {{location}}",
        "homeDescription": "Reserva en línea con {{name}} en {{city}}.",
        "teamTitle": "Nuestro equipo — {{name}}",
        "teamDescription": "Conoce a los profesionales de {{name}} en {{location}}: {{names}}.",
        "servicesTitle": "Servicios y precios — {{name}}",
        "servicesDescription": "Servicios, paquetes y precios en {{name}}: {{services}}."
      }
    },
    "booking": {
      "meta": {
        "title": "Reserva en línea — {{name}}",
        "description": "Reserva una cita en línea con {{name}}: {{categories}}.",
        "keyword": "reservas en línea",
        "catalog": "Servicios"
      },
      "loadError": {
        "title": "Algo salió mal",
        "message": "Por favor, inténtalo más tarde."
      },
      "steps": {
        "label": "Pasos de la reserva",
        "location": "Sucursal",
        "services": "Servicios",
        "dateTime": "Fecha y hora",
        "information": "Información",
        "confirmation": "Confirmación",
        "completed": "(completado, volver a este paso)"
      },
      "location": {
        "title": "Elegir ubicación",
        "book": "Reservar",
        "bookAt": "Reservar en {{name}}",
        "empty": "Por ahora no hay sucursales disponibles para reservar. Vuelve a consultar más tarde."
      },
      "service": {
        "categories": "Elige una categoría de servicio",
        "categoriesPicked": "Categorías de servicio",
        "title": "Elegir servicio",
        "select": "Seleccionar",
        "selectNamed": "Seleccionar {{name}}",
        "empty": "Por ahora no hay servicios disponibles para reservar en esta sucursal. Vuelve a consultar más tarde."
      },
      "nextDetails": "Siguiente: detalles de la reserva",
      "addToCart": "Agregar al carrito",
      "anyTeamMember": "Cualquier miembro disponible del equipo",
      "professional": {
        "title": "Elegir profesional",
        "hint": "Elige un profesional o continúa para reservar con cualquier miembro disponible del equipo.",
        "nextAddOns": "Siguiente: complementos",
        "defaultRole": "Especialista",
        "noneAvailable": "Lo sentimos, ningún miembro del equipo en esta ubicación ofrece {{service}} por ahora, así que este paquete no se puede reservar aquí. Elige otro servicio u otra ubicación."
      },
      "addOns": {
        "title": "Elegir complementos"
      },
      "edit": {
        "service": "Editar servicio",
        "bundle": "Editar paquete",
        "update": "Actualizar artículo"
      },
      "cart": {
        "button": "Carrito",
        "open_one": "Abrir carrito, {{count}} artículo",
        "open_other": "Abrir carrito, {{count}} artículos",
        "title": "Mi carrito",
        "empty": "Tu carrito está vacío",
        "emptyHint": "Agrega servicios para continuar con tu reserva",
        "items": "Artículos",
        "total": "Total:",
        "addAnother": "Agregar otro servicio",
        "addService": "Agregar servicio",
        "moveUp": "Subir",
        "moveDown": "Bajar",
        "edit": "Editar",
        "remove": "Quitar",
        "employeeFee": "(+{{amount}})",
        "addOnLine": "Complemento: {{name}} · {{minutes}} min · {{price}}"
      },
      "dateTime": {
        "title": "Elegir fecha y hora",
        "timezone": "Zona horaria",
        "timezonePlaceholder": "Selecciona la zona horaria...",
        "previousMonth": "Mes anterior",
        "nextMonth": "Mes siguiente",
        "startTimes": "Horarios de inicio disponibles",
        "partySize_one": "(Reserva para {{count}} persona)",
        "partySize_other": "(Reserva para {{count}} personas)",
        "noAvailability": "No hay disponibilidad para esta fecha",
        "noAvailabilityParty_one": "No hay disponibilidad para {{count}} persona en esta fecha",
        "noAvailabilityParty_other": "No hay disponibilidad para {{count}} personas en esta fecha",
        "noServices": "No hay servicios seleccionados",
        "datesFailed": "No pudimos cargar las fechas disponibles.",
        "back": "Atrás: servicios",
        "next": "Siguiente: información"
      },
      "timezones": {
        "pacific": "Hora del Pacífico",
        "mountain": "Hora de la Montaña",
        "central": "Hora del Centro",
        "eastern": "Hora del Este",
        "hawaii": "Hora de Hawái"
      },
      "schedule": {
        "title": "Tu horario de citas",
        "pickSlot": "Selecciona un horario para ver tu agenda de citas",
        "noServicesTitle": "No hay servicios seleccionados",
        "noServicesMessage": "Regresa y selecciona al menos un servicio para continuar."
      },
      "information": {
        "title": "Información",
        "page": "Página {{page}} de {{pages}}",
        "none": "No hay preguntas para tu selección. Continúa para confirmar tu reserva.",
        "required": "Este campo es obligatorio",
        "confirm": "Confirmo",
        "startDate": "Fecha de inicio",
        "endDate": "Fecha de fin"
      },
      "confirmation": {
        "title": "Confirmación",
        "details": "Detalles de la reserva",
        "noDate": "Ninguna fecha seleccionada",
        "booked": "Tu cita ha sido reservada",
        "errors": {
          "noItems": "Selecciona al menos un servicio",
          "serviceTime": "Selecciona una fecha y hora para todos los servicios",
          "bundleTime": "Selecciona una fecha y hora para todos los artículos del paquete",
          "auth": "La autenticación falló. Verifica tu información e inténtalo de nuevo.",
          "invalid": "Solicitud no válida. Revisa tu información e inténtalo de nuevo.",
          "failed": "No se pudo completar la reserva. Inténtalo de nuevo.",
          "generic": "Algo salió mal. Inténtalo de nuevo."
        }
      },
      "totals": {
        "dueNow": "Pago a realizar ahora",
        "dueInStore": "Pago en el local",
        "dueAtStoreCard": "A pagar en el local (se requiere tarjeta):"
      },
      "contact": {
        "step": "Información de contacto",
        "firstName": "Nombre",
        "lastName": "Apellido",
        "email": "Correo electrónico",
        "phone": "Teléfono",
        "confirm": "Confirmar reserva",
        "confirming": "Confirmando la reserva...",
        "errors": {
          "firstNameRequired": "¡Ingresa tu nombre!",
          "firstNameLetters": "El nombre solo puede contener letras y espacios",
          "lastNameRequired": "¡Ingresa tu apellido!",
          "lastNameLetters": "El apellido solo puede contener letras y espacios",
          "emailRequired": "¡Ingresa tu correo electrónico!",
          "emailInvalid": "¡Ingresa un correo electrónico válido!",
          "phoneRequired": "El número de teléfono es obligatorio",
          "phoneInvalid": "¡Ingresa un número de teléfono válido!",
          "phoneShort": "El número de teléfono debe tener al menos 10 dígitos"
        }
      },
      "otp": {
        "label": "Código de verificación",
        "digit": "Carácter {{n}} de 6",
        "prompt": "Ingresa el código de 6 caracteres que enviamos al {{phone}}.",
        "verify": "Verificar",
        "resend": "Enviar un código nuevo",
        "cooldown_one": "Solicita otro código en {{count}} segundo",
        "cooldown_other": "Solicita otro código en {{count}} segundos",
        "sent": "Se envió un nuevo código de verificación",
        "verified": "Número de teléfono verificado correctamente",
        "errors": {
          "length": "El código OTP debe tener exactamente 6 dígitos",
          "throttled": "Espera antes de solicitar otro código",
          "sendFailed": "No se pudo enviar el código de verificación. Inténtalo de nuevo.",
          "invalid": "Código OTP no válido o vencido. Inténtalo de nuevo.",
          "verifyFailed": "No se pudo verificar el código OTP. Inténtalo de nuevo."
        }
      },
      "payment": {
        "titleSetup": "Paso 2: tarjeta para protección por inasistencia",
        "titlePayment": "Paso 2: pago",
        "titleMixed": "Paso 2: tarjeta y pago",
        "setupStep": "Paso 1: autorización de la tarjeta para cobrar {{amount}} por inasistencia",
        "paymentStep": "Paso 2: se requiere un pago de {{amount}} • cargo de {{fee}} por inasistencia",
        "setupHint": "Proporciona una tarjeta para la protección por inasistencia.",
        "setupCharge": "Se cobrarán {{amount}} a tu tarjeta si no te presentas a tu cita.",
        "paymentHint": "Completa tu pago para confirmar tu reserva.",
        "noRefund": "El cargo de {{amount}} no se reembolsará si no te presentas.",
        "authorize": "Autorizar tarjeta",
        "complete": "Completar pago",
        "settingUp": "Preparando tu pago/autorización de tarjeta...",
        "paymentFailedTitle": "Falló la configuración del pago",
        "cardFailedTitle": "Falló la autorización de la tarjeta",
        "editContact": "Editar información de contacto",
        "testMode": "Modo de prueba: no se cobra ninguna tarjeta real. Usa 4242 4242 4242 4242.",
        "cardNumber": "Número de tarjeta",
        "expiry": "Vencimiento (MM / AA)",
        "authenticating": "Autenticando tu tarjeta…",
        "cvc": "CVC",
        "errors": {
          "setupFailed": "No se pudo configurar el pago. Inténtalo de nuevo.",
          "cardInvalid": "Ingresa un número de tarjeta válido.",
          "paymentFailed": "El pago falló",
          "paymentIncomplete": "El pago no se completó",
          "cardSetupFailed": "Falló la configuración de la tarjeta",
          "cardSetupIncomplete": "La configuración de la tarjeta no se completó"
        }
      },
      "success": {
        "greeting": "¡Gracias, {{name}}!",
        "title_one": "¡Tu cita está reservada!",
        "title_other": "¡Tus citas están reservadas!",
        "emailed": "Enviamos una confirmación y tus respuestas del formulario a tu correo electrónico.",
        "viewLink": "Puedes ver tu reserva <link>aquí</link>."
      }
    },
    "view": {
      "review": { "title": "Califica tu visita", "intro": "¿Cómo te fue? Tu calificación y unas palabras ayudan al equipo y a futuros clientes.", "rating": "Tu calificación", "star_one": "{{count}} estrella", "star_other": "{{count}} estrellas", "text": "Tu reseña (opcional)", "placeholder": "¿Qué te gustó? ¿Qué podría mejorar?", "submit": "Enviar reseña", "yours": "Tu reseña", "outOf": "Calificación: {{rating}} de 5", "reviewedOn": "Reseña del {{date}}", "thanks": "¡Gracias por tu reseña!", "errors": { "empty": "Elige una calificación o escribe unas palabras.", "tooLong": "Tu reseña puede tener como máximo 1000 caracteres." } },
      "details": "Detalles de la reserva",
      "location": "Ubicación",
      "answers": "Tus respuestas",
      "total": "Total",
      "booked": "Reservada el {{date}}",
      "withStaff": "Con {{names}}",
      "addOns": "Complementos: {{names}}",
      "bundle": "Parte de {{name}}",
      "meta": { "booking": "Tu reserva · {{name}}", "appointment": "{{service}} · {{name}}" },
      "payment": { "title": "Pago", "paidOnline": "Pagado en línea", "refunded": "Reembolsado", "cardOnFile": "Tarjeta guardada como protección contra inasistencias.", "nothingDue": "No hay nada que pagar: las citas se cancelaron.", "status": "Estado: {{status}}", "statuses": { "requires_payment_method": "Pago pendiente", "requires_action": "Pendiente de tu confirmación", "processing": "En proceso", "canceled": "Cancelado", "succeeded": "Pagado", "requires_capture": "Autorizado" } },
      "photos": "Fotos de {{name}}",
      "photo": "Foto {{number}} de {{name}}",
      "hoursZone": "Zona horaria: {{zone}}",
      "bundleParts_one": "{{count}} servicio",
      "bundleParts_other": "{{count}} servicios",
      "bundleOthers": "También en este paquete",
      "employeeChange": "De {{from}} a {{to}}",
      "reason": "Motivo: {{reason}}",
      "paymentEvent": { "payment": "Reserva pagada en línea: {{amount}}", "refund": "Reembolso: {{amount}}", "no_show_fee": "Cargo por inasistencia cobrado: {{amount}}", "no_show_fee_failed": "No se pudo cobrar el cargo por inasistencia: {{amount}}" },
      "yes": "Sí",
      "no": "No",
      "by": { "customer": "por ti", "businessUser": "por el negocio", "system": "automáticamente", "staff": "por {{name}}" },
      "modification": { "CREATED": "Reservada", "RESCHEDULED": "Reprogramada", "REASSIGNED": "Cambio de profesional", "CONFIRMED": "Confirmada", "COMPLETED": "Completada", "CANCELLED": "Cancelada", "NO_SHOW": "Marcada como inasistencia" },
      "title": "Tu reserva",
      "code": "Código de confirmación: {{code}}",
      "open": "Ver cita",
      "backToBooking": "Volver a la reserva",
      "history": "Historial de cambios",
      "noHistory": "Sin cambios desde que se reservó la cita.",
      "moved": "Se movió de {{from}} a {{to}}",
      "statusChange": "El estado cambió de {{from}} a {{to}}",
      "notFoundTitle": "Reserva no encontrada",
      "notFoundMessage": "No encontramos ninguna reserva con el código {{code}}.",
      "status": {
        "SCHEDULED": "Programada",
        "PENDING": "Pendiente",
        "CONFIRMED": "Confirmada",
        "COMPLETED": "Completada",
        "NO_SHOW": "Inasistencia",
        "CANCELLED": "Cancelada"
      }
    }
  },
  "errors": {
    "review": { "bookingNotEnded": "Podrás reseñar esta reserva cuando terminen sus citas.", "bookingNotReviewable": "Esta reserva no tiene ninguna cita a la que hayas asistido para reseñar." },
    "generic": "Algo salió mal, inténtalo de nuevo.",
    "request": {
      "network": "No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.",
      "timeout": "El servidor tardó demasiado en responder. Inténtalo de nuevo.",
      "invalid": "Solicitud no válida. Revisa tu información e inténtalo de nuevo.",
      "notFound": "No encontrado."
    },
    "response": {
      "invalid": "El servidor envió una respuesta que no pudimos leer. Inténtalo más tarde."
    },
    "auth": {
      "csrfFailed": "Tu sesión expiró. Recarga la página e inténtalo de nuevo."
    },
    "business": {
      "notFound": "Este negocio no existe."
    },
    "booking": {
      "slotTaken": "Otro usuario acaba de reservar este horario. Selecciona otro horario disponible."
    }
  }
}
export default es_MX
