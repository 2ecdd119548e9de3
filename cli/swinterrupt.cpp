/***************************************************************************
  swinterrupt.cpp: signals to Cancel. The handler only records the signal
  (nothing else is safe there); a watcher thread passes it to the feedback.
 ***************************************************************************/
#include "swinterrupt.h"

#include "qgsfeedback.h"

#include <chrono>
#include <csignal>

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

SwInterrupt::SwInterrupt( QgsFeedback *feedback )
{
  sSignal = 0;
  struct sigaction action = {};
  action.sa_handler = onSignal;
  sigemptyset( &action.sa_mask );
  sigaction( SIGINT, &action, nullptr );
  sigaction( SIGTERM, &action, nullptr );
  mWatcher = std::thread( [this, feedback]()
                          {
    while ( !mStop )
    {
      if ( sSignal != 0 && !feedback->isCanceled() )
        feedback->cancel();
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
