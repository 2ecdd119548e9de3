/***************************************************************************
  swinterrupt.cpp: signals to Cancel. The handler only records the signal
  (nothing else is safe there); a watcher thread passes it to the
  feedback, and ends the program when the run does not stop in time.
 ***************************************************************************/
#include "swinterrupt.h"
#include "core/swcancel.h"

#include "qgsfeedback.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>

#include <chrono>
#include <csignal>
#include <iostream>

namespace
{
  volatile std::sig_atomic_t sSignal = 0;

  void onSignal( int signal )
  {
    if ( sSignal != 0 )
    {
      // Asked twice: stop now.
      std::signal( signal, SIG_DFL );
      std::raise( signal );
      return;
    }
    sSignal = signal;
  }
} // namespace

SwInterrupt::SwInterrupt( QgsFeedback *feedback, const QStringList &outputFolders )
  : mOutputFolders( outputFolders )
{
  sSignal = 0;
  struct sigaction action = {};
  action.sa_handler = onSignal;
  sigemptyset( &action.sa_mask );
  sigaction( SIGINT, &action, nullptr );
  sigaction( SIGTERM, &action, nullptr );
  mWatcher = std::thread( [this, feedback]()
                          {
    using Clock = std::chrono::steady_clock;
    Clock::time_point canceledAt;
    while ( !mStop )
    {
      if ( sSignal != 0 && !feedback->isCanceled() )
      {
        feedback->cancel();
        canceledAt = Clock::now();
      }
      else if ( sSignal != 0 && Clock::now() - canceledAt >= std::chrono::seconds( GRACE_SECONDS ) )
        endNow();
      std::this_thread::sleep_for( std::chrono::milliseconds( 50 ) );
    } } );
}

SwInterrupt::~SwInterrupt()
{
  mStop = true;
  mWatcher.join();
  std::signal( SIGINT, SIG_DFL );
  std::signal( SIGTERM, SIG_DFL );
}

int SwInterrupt::signalReceived()
{
  return sSignal;
}

void SwInterrupt::endNow() const
{
  std::cout.flush();
  std::cerr << "ERROR:\t" << QObject::tr( "%1 (it was still waiting on the system %2 seconds after the signal, e.g. on a file that never answers, and was ended)" ).arg( SwCancel::message() ).arg( GRACE_SECONDS ).toLocal8Bit().constData() << std::endl;
  // Only this process's staged outputs, as SwOutputTarget names them; another run's stay.
  const QRegularExpression staged( QStringLiteral( "^\\..+\\.partial-%1-\\d+$" ).arg( QCoreApplication::applicationPid() ) );
  for ( const QString &folder : mOutputFolders )
  {
    const QDir dir( folder );
    for ( const QString &entry : dir.entryList( QDir::Dirs | QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot ) )
    {
      if ( staged.match( entry ).hasMatch() )
        QDir( dir.filePath( entry ) ).removeRecursively();
    }
  }
  // The run's own thread is held in the system: no destructor can run, end here.
  std::_Exit( 1 );
}
